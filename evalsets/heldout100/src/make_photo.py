# Turns the rendered page into a phone photo of a printed sheet (no text layer).
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import glob
random.seed(7)
src = sorted(glob.glob("tong_page*.png"))[0]
page = Image.open(src).convert("RGB")
W, H = page.size
# crop bottom white space a bit, put the sheet on a darker desk background
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 84, 74))
sheet = page.rotate(2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 84, 74))
bg.paste(sheet, ((bg.width - sheet.width) // 2, (bg.height - sheet.height) // 2))
# lighting gradient + vignette
shade = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(shade)
for i in range(bg.width):
    v = int(255 - 60 * (i / bg.width))
    d.line([(i, 0), (i, bg.height)], fill=v)
vign = Image.new("L", bg.size, 0)
dv = ImageDraw.Draw(vign)
dv.ellipse([-bg.width * 0.25, -bg.height * 0.2, bg.width * 1.25, bg.height * 1.2], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(160))
mask = ImageChops.multiply(shade, vign)
dark = Image.new("RGB", bg.size, (20, 18, 15))
img = Image.composite(bg, dark, mask.point(lambda x: int(110 + x * 145 / 255)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = ImageChops.add(img, noise, scale=1.0, offset=-128) if False else Image.blend(img, noise, 0.06)
img = img.resize((int(img.width * 0.9), int(img.height * 0.9)), Image.LANCZOS)
img.save("../cvs/IMG_20261103_142417.jpg", quality=82)
print(img.size)
