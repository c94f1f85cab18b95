"""Turns the rendered page of Ouyang Che's CV into a phone-photo-like JPEG (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops, ImageEnhance

random.seed(30)
src = Image.open("ouyang_che_page.png").convert("RGB")
w, h = src.size
page = src.crop((0, 0, w, int(h * 0.66)))
page = ImageEnhance.Color(page).enhance(0.9)
# paper tint
tint = Image.new("RGB", page.size, (244, 238, 226))
page = ImageChops.multiply(page, tint)
# put on a desk and rotate
bg = Image.new("RGB", (page.width + 160, page.height + 160), (120, 110, 98))
bg.paste(page, (80, 80))
bg = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(120, 110, 98))
# vignette / uneven lighting
mask = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(mask)
d.ellipse((-bg.width * 0.25, -bg.height * 0.3, bg.width * 1.1, bg.height * 1.15), fill=255)
mask = mask.filter(ImageFilter.GaussianBlur(180))
dark = ImageEnhance.Brightness(bg).enhance(0.62)
bg = Image.composite(bg, dark, mask)
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
# noise
px = bg.load()
for y in range(bg.height):
    for x in range(bg.width):
        n = int(random.gauss(0, 7))
        r, g, b = px[x, y]
        px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg.save("../cvs/欧阳澈_简历_手机拍照.jpg", quality=80)
