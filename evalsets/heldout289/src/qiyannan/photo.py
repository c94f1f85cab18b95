import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(289)
im = Image.open('page.png').convert('RGB')
w, h = im.size
bg = Image.new('RGB', (int(w*1.12), int(h*1.08)), (92, 84, 74))
bg.paste(im, (int(w*0.06), int(h*0.04)))
im = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = im.size
# lighting gradient + vignette
shade = Image.new('L', (W, H))
d = ImageDraw.Draw(shade)
for y in range(H):
    v = int(255 - 45 * (y / H))
    d.line([(0, y), (W, y)], fill=v)
vig = Image.new('L', (W, H), 0)
ImageDraw.Draw(vig).ellipse([-W*0.25, -H*0.2, W*1.25, H*1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(140))
mask = ImageChops.multiply(shade, vig)
mask = Image.eval(mask, lambda v: 80 + v * 175 // 255)
im = ImageChops.multiply(im, Image.merge('RGB', (mask, mask, mask)))
warm = Image.new('RGB', (W, H), (255, 246, 228))
im = ImageChops.multiply(im, warm)
im = im.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert('RGB')
im = Image.blend(im, ImageChops.multiply(im, Image.eval(noise, lambda v: 200 + v // 5)), 0.5)
im.save('../../cvs/戚砚南_简历_2026.jpg', quality=82)
print(im.size)
