"""Turns page.png into a phone-photo-like JPEG (rotation, shading, vignette, blur, noise)."""
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, os
random.seed(276)
im = Image.open("page.png").convert("RGB")
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.70)))          # the printed text sits in the upper part
w, h = im.size
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.08)), (92, 84, 74))   # desk
bg.paste(im, ((bg.width - w) // 2, (bg.height - h) // 2))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# shading: light from top-left
grad = Image.linear_gradient("L").rotate(35, expand=False).resize(im.size)
shade = Image.merge("RGB", [grad.point(lambda v: 255 - v // 4)] * 3)
im = ImageChops.multiply(im, shade)
# vignette
mask = Image.new("L", im.size, 0)
d = ImageDraw.Draw(mask)
d.ellipse((-im.width * 0.15, -im.height * 0.2, im.width * 1.15, im.height * 1.2), fill=255)
mask = mask.filter(ImageFilter.GaussianBlur(120))
dark = Image.new("RGB", im.size, (30, 28, 25))
im = Image.composite(im, dark, mask)
im = im.filter(ImageFilter.GaussianBlur(0.8))
# noise
px = im.load()
for _ in range(im.width * im.height // 6):
    x, y = random.randrange(im.width), random.randrange(im.height)
    r, g, b = px[x, y]
    n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save(os.path.join("..", "..", "cvs", "IMG_20261102_滕婉棠简历.jpg"), quality=82)
