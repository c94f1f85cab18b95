# Turns page-1.png (pdftoppm -r 150 of qiu_2026.pdf) into a phone photo of a printed page.
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(105)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "page-1.png")).convert("RGB")
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.62)))          # the printed text ends about here
w, h = page.size
# paper on a wooden-ish desk
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.12)), (118, 92, 66))
paper = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(118, 92, 66))
bg.paste(paper, ((bg.width - paper.width) // 2, (bg.height - paper.height) // 2))
img = bg
# lighting gradient + vignette
shade = Image.new("L", img.size)
d = ImageDraw.Draw(shade)
for y in range(img.height):
    v = int(255 - 55 * (y / img.height))
    d.line([(0, y), (img.width, y)], fill=v)
vign = Image.new("L", img.size, 0)
dv = ImageDraw.Draw(vign)
dv.ellipse([-img.width * 0.25, -img.height * 0.3, img.width * 1.25, img.height * 1.3], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(120))
mask = ImageChops.multiply(shade, vign)
img = ImageChops.multiply(img, Image.merge("RGB", [mask, mask, mask]).point(lambda p: 90 + p * 165 // 255))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda p: 200 + p // 5)), 0.5)
img = img.convert("RGB")
img.save(os.path.join(here, "..", "..", "cvs", "IMG_20261103_141522.jpg"), quality=82)
print(img.size)
