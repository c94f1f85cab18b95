import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(290)
src = Image.open("page-1.png").convert("RGB")
w, h = src.size
# paper on a darker table
canvas = Image.new("RGB", (int(w*1.12), int(h*1.08)), (92, 84, 74))
paper = src.point(lambda v: int(v*0.93 + 10))
canvas.paste(paper, (int(w*0.06), int(h*0.04)))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# vignette / uneven lighting
W, H = canvas.size
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    f = i/60
    d.ellipse([W*(0.5-0.9+f*0.6), H*(0.45-0.9+f*0.6), W*(0.5+0.9-f*0.6), H*(0.45+0.9-f*0.6)], fill=int(255*f))
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = canvas.point(lambda v: int(v*0.62))
canvas = Image.composite(canvas, dark, mask)
# warm tint + shadow band
tint = Image.new("RGB", (W, H), (255, 240, 215))
canvas = ImageChops.multiply(canvas, tint)
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda v: 200 + v//5)), 0.35)
canvas.save("../cvs/IMG_20230314_181522.jpg", quality=82)
print(canvas.size)
