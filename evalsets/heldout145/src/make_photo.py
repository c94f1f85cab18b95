"""Turns src/sk_page.png (pdftoppm -r 150 of siobhan_keohane.pdf) into a phone photo, cvs/siobhan_keohane_cv.jpg."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops

random.seed(145)
page = Image.open("sk_page.png").convert("RGB")
w, h = page.size
# paper on a darker desk
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 80, 66))
bg.paste(page, ((bg.width - w) // 2, (bg.height - h) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# shading: gradient from upper-left light to lower-right darker, plus vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
for y in range(img.height):
    v = int(255 - 55 * (y / img.height))
    d.line([(0, y), (img.width, y)], fill=v)
vign = Image.new("L", img.size, 0)
dv = ImageDraw.Draw(vign)
for i in range(40):
    box = [i * img.width / 80, i * img.height / 80, img.width - i * img.width / 80, img.height - i * img.height / 80]
    dv.ellipse(box, fill=int(195 + 60 * i / 40))
vign = vign.filter(ImageFilter.GaussianBlur(60))
mask = ImageChops.multiply(shade, vign)
img = ImageChops.multiply(img, Image.merge("RGB", (mask, mask, mask)))
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(img.size, 18).convert("L")
img = Image.blend(img, Image.merge("RGB", (noise, noise, noise)), 0.07)
img.save("../cvs/siobhan_keohane_cv.jpg", quality=82)
