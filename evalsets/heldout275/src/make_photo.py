"""Turn src/yr_page.png into a phone photo: crop to the text area, rotate, shade, vignette, blur, noise."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(275)
im = Image.open("yr_page.png").convert("RGB")
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.55)))          # the text fills the top half of the page
w, h = im.size
bg = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))   # wooden desk
bg.paste(im, (80, 80))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = im.size
# uneven light: gradient from top-left (bright) to bottom-right (darker)
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(H):
    d.line([(0, y), (W, y)], fill=int(255 - 55 * y / H))
grad = Image.merge("RGB", (shade, shade, shade))
im = ImageChops.multiply(im, grad)
# vignette
vig = Image.new("L", (W, H), 0)
ImageDraw.Draw(vig).ellipse((-W * 0.15, -H * 0.2, W * 1.15, H * 1.2), fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
im = Image.composite(im, Image.new("RGB", (W, H), (30, 25, 20)), vig)
im = im.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
im = Image.blend(im, noise, 0.06)
im = im.convert("RGB")
im.save("../cvs/rosie_yuan_resume_2026.jpg", quality=82)
print(im.size)
