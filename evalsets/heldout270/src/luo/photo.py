from PIL import Image, ImageFilter, ImageDraw
import random
random.seed(270)
im = Image.open('page.png').convert('RGB')
w, h = im.size
# crop to the printed part (top ~60%) plus margin, like a phone shot of the upper page
im = im.crop((0, 0, w, int(h*0.62)))
w, h = im.size
bg = Image.new('RGB', (w+160, h+160), (92, 84, 70))
bg.paste(im, (80, 80))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 70))
W, H = im.size
# shading: gradient from left-top bright to right-bottom darker + vignette
shade = Image.new('L', (W, H))
px = shade.load()
cx, cy = W*0.4, H*0.35
maxd = ((W)**2 + (H)**2) ** 0.5
for y in range(0, H):
    for x in range(0, W, 1):
        d = ((x-cx)**2 + (y-cy)**2) ** 0.5 / maxd
        px[x, y] = int(255 * max(0.55, 1.0 - 0.75*d*d - 0.10*x/W))
black = Image.new('RGB', (W, H), (0, 0, 0))
im = Image.composite(im, black, shade)
im = im.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert('RGB')
im = Image.blend(im, noise, 0.06)
warm = Image.new('RGB', (W, H), (255, 240, 215))
im = Image.blend(im, warm, 0.06)
im.save('../../cvs/IMG_20261104_093512.jpg', quality=82)
