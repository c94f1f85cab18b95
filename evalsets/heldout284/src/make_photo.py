"""Turn th/page-1.png into a phone photo of a printed page: crop, paper on desk, rotate, shade, blur, noise."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(284)
page = Image.open("th/page-1.png").convert("RGB")
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.64)))  # the printed text ends about halfway down the sheet
# place on a darker desk background with margin
W, H = int(page.width * 1.12), int(page.height * 1.15)
bg = Image.new("RGB", (W, H), (92, 78, 64))
bg.paste(page, ((W - page.width) // 2, (H - page.height) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: darker toward lower-right, vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    x0 = int(img.width * i / 255 * 0.9)
    d.rectangle([x0, 0, img.width, img.height], fill=int(i * 0.28))
vign = Image.radial_gradient("L").resize(img.size)
mask = ImageChops.add(shade, vign.point(lambda v: int(v * 0.35)))
dark = Image.new("RGB", img.size, (0, 0, 0))
img = Image.composite(dark, img, mask.point(lambda v: min(v, 95)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = ImageChops.add(img, noise, scale=2.0, offset=-64)
img = img.resize((int(img.width * 0.9), int(img.height * 0.9)))
img.save("../cvs/IMG_20261114_093215.jpg", quality=82)
